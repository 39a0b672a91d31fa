import { Suspense } from 'react';
import { panelModulu } from '@lib/lisans';
import { canOpen, flattenMenu, type MenuItem } from '@lib/permissions';
import { $session } from '@stores/session';
import { ComingSoon } from './ComingSoon';
import { KapaliEkran } from './KapaliEkran';
import { SCREENS } from '../screens';
import { FullScreenSpinner } from './LoaderOverlay';
import { ScreenBoundary } from './ScreenBoundary';

/** False when the screen belongs to a module outside the selected venue's licence. */
function lisanstaVar(item: MenuItem): boolean {
  const modul = item.path ? panelModulu(item.path) : null;
  if (modul === null) return true;
  const session = $session.get();
  const lisans = session.userInfo?.isletmeler.find((i) => i.id === session.selectedIsletmeId)?.lisans;
  return !lisans || lisans.moduller.includes(modul);
}

/** Renders the routed screen: licence check, permission check, lazy code with a spinner, chunk-failure boundary. */
export function ScreenHost({ tree, route, params, permissions }: { tree: readonly MenuItem[]; route: string; params: Record<string, string>; permissions: ReadonlySet<string> }) {
  const item = flattenMenu(tree).find((node) => node.id === route);
  if (!item) return null;
  if (!lisanstaVar(item)) return <KapaliEkran item={item} neden="lisans" />;
  if (!canOpen(item, permissions)) return <KapaliEkran item={item} neden="yetki" />;
  const Screen = SCREENS[item.id];
  return (
    <ScreenBoundary resetKey={route}>
      <Suspense fallback={<FullScreenSpinner />}>
        {Screen ? <Screen params={params} /> : <ComingSoon item={item} tree={tree} />}
      </Suspense>
    </ScreenBoundary>
  );
}
