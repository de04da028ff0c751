import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '../openapi/openapi.json',
  output: { path: './src/api' },
  plugins: ['@hey-api/client-fetch', '@tanstack/react-query'],
});
