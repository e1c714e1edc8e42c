/** Vite's `?raw` imports (the listing files the catalogue is built from). */
declare module "*.csv?raw" {
  const text: string;
  export default text;
}

/** The showcase copy's source text (the names test reads its string literals). */
declare module "*.ts?raw" {
  const text: string;
  export default text;
}
