import { useLingui } from '@lingui/react/macro';
import { LogOut, Maximize, Minimize, UserRound } from 'lucide-react';
import type { RefObject } from 'react';
import { Header, MenuSection } from 'react-aria-components';
import { Menu, MenuItem, MenuSeparator } from '@/components/ui/menu';
import { toggleFullscreen, useIsFullscreen } from '@/lib/fullscreen';

/** The phone header's account menu (signed-in-as.tsx), loaded when it first opens. */
export default function AccountMenu({
  triggerRef,
  name,
  organization,
  focus,
  onLogout,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  name: string;
  organization: string;
  focus: 'first' | 'last';
  onLogout: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const fullscreen = useIsFullscreen();
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      autoFocus={focus}
      aria-label={t`Konto`}
      onAction={(key) => {
        onClose();
        if (key === 'fullscreen') void toggleFullscreen();
        else if (key === 'logout') onLogout();
      }}
    >
      <MenuSection>
        <Header className="flex flex-col px-3 pt-2 pb-1.5 leading-tight">
          <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{name}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">{organization}</span>
        </Header>
        <MenuItem id="account" href={{ to: '/settings/account' }}>
          <UserRound aria-hidden />
          {t`Konto`}
        </MenuItem>
        <MenuItem id="fullscreen">
          {fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          {fullscreen ? t`Vollbild beenden` : t`Vollbild`}
        </MenuItem>
      </MenuSection>
      <MenuSeparator />
      <MenuItem id="logout" isDanger>
        <LogOut aria-hidden />
        {t`Abmelden`}
      </MenuItem>
    </Menu>
  );
}
