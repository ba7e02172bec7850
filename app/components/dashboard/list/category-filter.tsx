import { useId } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { useCategories } from '../../../entities/categories/use-categories.ts';

/** The category filter of the product and review lists: 'Tutte le categorie', then each category by name. */
export function CategoryFilter({ value, onChange }: { value: number | null; onChange(categoria: number | null): void }) {
  const id = useId();
  const categories = useCategories();
  return (
    <div className="list-filter">
      <label htmlFor={id} className="sr-only">
        {L.categoryFilter}
      </label>
      <select id={id} value={value === null ? '' : String(value)} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}>
        <option value="">{L.allCategories}</option>
        {categories.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.nome}
          </option>
        ))}
      </select>
    </div>
  );
}
