declare module 'virtual:scripture-quotes' {
  interface Quote {
    reference: string;
    text: string;
    version: string;
  }
  const quotes: { notFound: Quote; privacy: Quote; fallback: Quote };
  export default quotes;
}
