/** An administrator grants a whole number of credits, 0 or more (0 records a grant that changes nothing). */
export const isGrantableAmount = (credits: number) => Number.isInteger(credits) && credits >= 0;

/** The ledger's words for a grant given without a description of its own. */
export const grantDescription = (credits: number, description?: string) => description ?? `${credits} credits granted by an administrator`;
