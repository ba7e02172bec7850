import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiKeyName, KEY_MSG as M } from '../../../common/messages-keys.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { deleteKey, keyKeys, keysQuery, withKeyStatus } from '../../entities/keys/api.ts';
import { KeyCard } from './key-card.tsx';

/** /dashboard/chiavi: the OpenAI and Unsplash keys, each set, replaced or deleted on its card. */
export function KeysPage() {
  const query = useQuery(keysQuery());
  const queryClient = useQueryClient();
  const remove = useDeleteConfirmation<ApiKeyName>({
    remove: deleteKey,
    title: M.keysDeleteTitle,
    message: () => M.keysDeleteConfirm,
    success: M.keysDeleted,
    failure: M.keysDeleteError,
    onDeleted: (name) => queryClient.setQueryData(keyKeys.all, withKeyStatus({ name, last4: null })),
  });

  return (
    <section>
      <PageHeader title={M.keysTitle} description={M.keysIntro} />
      <QueryView query={query} loadingLabel={M.keysLoading} errorMessage={M.keysLoadError}>
        {(keys) => (
          <div className="key-grid">
            {keys.map((k) => (
              <KeyCard key={k.name} status={k} onDelete={remove.ask} />
            ))}
          </div>
        )}
      </QueryView>
      {remove.dialog}
    </section>
  );
}
