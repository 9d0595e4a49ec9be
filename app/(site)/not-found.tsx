import { NotFoundScreen } from '@/components/layout/not-found-screen'

/** A page that calls notFound() shows the same 404 as an unknown address. */
export default function NotFound() {
  return <NotFoundScreen />
}
