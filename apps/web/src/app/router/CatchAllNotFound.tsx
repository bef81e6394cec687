import { NotFoundScreen } from '../../shared/ui/errors';
import { useHomeLinks } from './use-home-links';

/** Spec 2.1: any other path, for anyone: the not-found screen, titled "Error". */
export function CatchAllNotFound() {
  return <NotFoundScreen homeLinks={useHomeLinks()} />;
}
