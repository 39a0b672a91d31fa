import { Suspense } from 'react';
import { canOpen, flattenMenu, type MenuItem } from '@lib/permissions';
import { ComingSoon } from '../modules/common/ComingSoon';
import { Forbidden } from '../modules/common/Forbidden';
import { SCREENS } from '../screens';
import { FullScreenSpinner } from './LoaderOverlay';
import { ScreenBoundary } from './ScreenBoundary';

/** Renders the routed screen: permission check, lazy code with a spinner, chunk-failure boundary. */
export function ScreenHost({ tree, route, params, permissions }: { tree: readonly MenuItem[]; route: string; params: Record<string, string>; permissions: ReadonlySet<string> }) {
  const item = flattenMenu(tree).find((node) => node.id === route);
  if (!item) return null;
  if (!canOpen(item, permissions)) return <Forbidden item={item} />;
  const Screen = SCREENS[item.id];
  return (
    <ScreenBoundary resetKey={route}>
      <Suspense fallback={<FullScreenSpinner />}>
        {Screen ? <Screen params={params} /> : <ComingSoon item={item} tree={tree} />}
      </Suspense>
    </ScreenBoundary>
  );
}
