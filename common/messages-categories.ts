/** The Italian strings of the categories screen and of the categories API (spec sections 2, 5, 8). */

export const CATEGORY_MSG = {
  // Categories
  categoriesTitle: 'Categorie prodotti',
  categoriesIntro: 'Le categorie con cui il catalogo pubblico filtra i prodotti.',
  categoriesLoading: 'Caricamento categorie…',
  categoriesLoadError: 'Errore durante il caricamento delle categorie',
  categoriesEmpty: 'Nessuna categoria trovata',
  categoryNew: 'Nuova categoria',
  categoryEditTitle: 'Modifica categoria',
  categoryNewTitle: 'Nuova categoria',
  categoryName: 'Nome',
  categoryDescription: 'Descrizione',
  categoryId: 'ID',
  categoryActions: 'Azioni',
  categoryNameRequired: 'Il nome è obbligatorio.',
  categorySaveError: 'Errore durante il salvataggio della categoria',
  categoryDeleteError: "Errore durante l'eliminazione della categoria",
  categoryDeleteConfirm: 'Sei sicuro di voler eliminare questa categoria?',
  categoryDeleteProducts: (n: number) =>
    n === 0 ? 'Nessun prodotto usa questa categoria.' : n === 1 ? '1 prodotto resterà senza categoria.' : `${n} prodotti resteranno senza categoria.`,
  categorySaved: 'Categoria salvata.',
  categoryDeleted: 'Categoria eliminata.',
  categoryNotFound: 'Categoria non trovata.',
  categoryDuplicate: 'Esiste già una categoria con questo nome.',
} as const;
