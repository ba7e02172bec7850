/** The name a product is shown with: display name, else short name, else full name. */
export function productName(p: { nome_visualizzato?: string | null; nome_sintetico: string | null; nome_prodotto: string }): string {
  return p.nome_visualizzato || p.nome_sintetico || p.nome_prodotto;
}
