import { redirect } from 'react-router';

/** Any other path redirects to home (spec, route table). */
export function loader() {
  return redirect('/');
}

export default function CatchAll() {
  return null;
}
