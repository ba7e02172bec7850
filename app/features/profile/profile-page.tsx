import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BIO_MAX, PROFILE_MSG as M } from '../../../common/messages-profile.ts';
import { type Profile, profileErrorMessage, profileUpdateSchema } from '../../../common/schemas-profile.ts';
import { authorPath } from '../../../common/site-paths.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { Byline } from '../../components/site/byline.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { profileKeys, profileQuery, updateProfile } from '../../entities/profile/api.ts';
import profileCss from '../../styles/profile.css?url';
import { ProfilePassword } from './profile-password.tsx';
import { type PictureValue, ProfilePicture } from './profile-picture.tsx';

/** The profile form: display name, bio, picture; the byline's preview beside it follows what is typed. */
function ProfileEditor({ initial }: { initial: Profile }) {
  const client = useQueryClient();
  const toast = useToast();
  const [nome, setNome] = useState(initial.nome_visualizzato ?? initial.username);
  const [bio, setBio] = useState(initial.bio ?? '');
  const [picture, setPicture] = useState<PictureValue | null>(initial.id_immagine && initial.immagine_url ? { id: initial.id_immagine, url: initial.immagine_url } : null);
  const [error, setError] = useState<string | null>(null);
  // What the server last answered: the slug follows a saved name.
  const [stored, setStored] = useState(initial);
  const save = useMutation({
    mutationFn: updateProfile,
    meta: { success: M.saved, error: M.saveError },
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.all, profile);
      setStored(profile);
      setError(null);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const body = { nome_visualizzato: nome, bio: bio.trim() === '' ? null : bio, id_immagine: picture?.id ?? null };
    const checked = profileUpdateSchema.safeParse(body);
    if (!checked.success) {
      const message = profileErrorMessage(checked.error);
      setError(message);
      return toast.error(message);
    }
    save.mutate(body);
  }

  const preview = { id: stored.id, nome: nome.trim() || stored.username, slug: stored.slug, bio: null, immagine_url: picture?.url ?? null };
  return (
    <div className="profile-layout">
      <form className="card panel profile-form" onSubmit={onSubmit} noValidate aria-label={M.title}>
        <Field id="profilo-nome" label={M.nameLabel} hint={M.nameHint} error={error} required>
          <input
            id="profilo-nome"
            value={nome}
            maxLength={80}
            onChange={(e) => setNome(e.target.value)}
            aria-describedby={describedBy('profilo-nome', { hint: true, error })}
            aria-invalid={error ? true : undefined}
            required
          />
        </Field>
        <Field id="profilo-bio" label={M.bioLabel} hint={M.bioHint}>
          <textarea id="profilo-bio" rows={5} value={bio} maxLength={BIO_MAX} onChange={(e) => setBio(e.target.value)} aria-describedby="profilo-bio-hint" />
        </Field>
        <p className="profile-count" aria-live="polite">
          {M.bioCount(bio.length)}
        </p>
        <ProfilePicture value={picture} onChange={setPicture} disabled={save.isPending} />
        <div className="dash-form-actions">
          <Button type="submit" variant="primary" loading={save.isPending}>
            {save.isPending ? M.saving : M.save}
          </Button>
        </div>
      </form>
      <div className="profile-side">
        <section className="card panel profile-preview" aria-labelledby="profilo-anteprima">
          <h2 id="profilo-anteprima" className="panel-title">
            {M.previewTitle}
          </h2>
          <p className="field-hint">{M.previewHint}</p>
          <p className="profile-byline" data-testid="anteprima-firma">
            <Byline author={preview} />
          </p>
          {stored.pagina_pubblica ? (
            <a href={authorPath(stored.slug)} target="_blank" rel="noopener" className="btn btn-secondary">
              <ExternalLink size={16} aria-hidden="true" /> {M.pageLink}
            </a>
          ) : (
            <p className="field-hint">{M.pageLinkHint}</p>
          )}
        </section>
        <ProfilePassword />
      </div>
    </div>
  );
}

/** /dashboard/profilo (Il mio profilo): any logged-in user's own byline, picture, bio and password. */
export function ProfilePage() {
  const query = useQuery(profileQuery());
  return (
    <section>
      <link rel="stylesheet" href={profileCss} precedence="default" />
      <PageHeader title={M.title} description={M.intro} />
      <QueryView query={query} loadingLabel={M.loading} errorMessage={M.loadError}>
        {(profile) => <ProfileEditor key={profile.id} initial={profile} />}
      </QueryView>
    </section>
  );
}
