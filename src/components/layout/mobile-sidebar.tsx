import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { Logo } from './logo';
import { SidebarNav } from './sidebar-nav';

/**
 * The phone and tablet navigation (seed §2): a panel sliding in from the left with the logo, a
 * close button and the expanded navigation; hidden on large screens; 300 ms transitions.
 */
export function MobileSidebar({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-slate-950/50 transition-opacity duration-300 data-entering:opacity-0 data-exiting:opacity-0 motion-reduce:transition-none lg:hidden"
    >
      <Modal className="fixed inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl outline-0 transition-transform duration-300 ease-in-out data-entering:-translate-x-full data-exiting:-translate-x-full motion-reduce:transition-none dark:bg-slate-900">
        <Dialog aria-label={t`Navigation`} className="flex h-full flex-col outline-0">
          {({ close }) => (
            <>
              <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
                <Logo className="min-w-0" />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Navigation schließen`}
                  onPress={close}
                >
                  <X aria-hidden />
                </Button>
              </div>
              <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-4">
                <SidebarNav iconsOnly={false} onNavigate={close} />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
