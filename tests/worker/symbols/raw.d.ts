/** Vite's `?raw` imports (the listing files the catalogue is built from). */
declare module "*.csv?raw" {
  const text: string;
  export default text;
}
