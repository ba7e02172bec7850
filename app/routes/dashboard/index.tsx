import { redirect } from 'react-router';

/** An empty dashboard child redirects to prodotti (spec, route table). */
export function clientLoader() {
  return redirect('/dashboard/prodotti');
}

export default function DashboardIndex() {
  return null;
}
