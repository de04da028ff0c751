/** What the imports module offers: the CSV import use case, for `make import FILE=…`. */
export type ImportFileResult = {
  batchId: string;
  status: 'completed' | 'partial' | 'failed' | 'processing';
  totalRecords: number;
  imported: number;
  failed: number;
  errors: { row: number; message: string }[];
};

export type ImportsApi = {
  importFile(input: {
    fileName: string;
    fileSize: number;
    uploadedBy: string | null;
    content: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;
  }): Promise<ImportFileResult>;
};
