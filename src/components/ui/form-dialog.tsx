import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId, type ReactNode, type Ref } from 'react';
import { useSingleFlight, type SingleFlight } from '@/lib/use-single-flight';

type Part = ReactNode | ((save: SingleFlight) => ReactNode);

export interface FormDialogProps extends Omit<Dialog.RootProps, 'children' | 'title' | 'onOpenChange'> {
  title: ReactNode;
  /** The title's id, for a form inside that the title names (`aria-labelledby`). */
  titleId?: string;
  /** Under the title: whom or what the dialog is about, a step of a stepper. */
  description?: ReactNode;
  /** Escape, a click outside and the close button; ignored while `locked`. */
  onClose?: () => void;
  /** A controlled dialog with a trigger of its own (`trigger`) gets every change of `open` instead. */
  onOpenChange?: (open: boolean) => void;
  /** Nothing closes it meanwhile: a save has left and its answer is awaited. */
  locked?: boolean;
  /** A confirmation the user must answer (`alertdialog`). */
  alert?: boolean;
  trigger?: ReactNode;
  /** The label of a close (×) button in the corner; none without it. */
  closeLabel?: string;
  contentProps?: Dialog.ContentProps & Partial<Record<`data-${string}`, string | number>>;
  contentRef?: Ref<HTMLDivElement>;
  /** The body; as a function it gets the dialog's save (one run at a time). */
  children: Part;
  /** The buttons; as a function it gets the same save, for its pending state. */
  footer: Part;
}

const render = (part: Part, save: SingleFlight) => (typeof part === 'function' ? part(save) : part);

/**
 * THE frame of a dialog: title, description, body, buttons and its one save, run once at a time; a
 * failed save leaves the dialog open with what was typed (the mutation's meta toasts why).
 */
export function FormDialog({
  title,
  titleId: givenTitleId,
  description,
  onClose,
  onOpenChange,
  locked = false,
  alert = false,
  trigger,
  closeLabel,
  contentProps,
  contentRef,
  children,
  footer,
  ...root
}: FormDialogProps) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const save = useSingleFlight();
  return (
    <Dialog.Root
      open
      placement="center"
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(details) => {
        if (locked) return;
        onOpenChange?.(details.open);
        if (!details.open) onClose?.();
      }}
      {...root}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} aria-labelledby={titleId} {...contentProps}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title id={titleId}>{title}</Dialog.Title>
              {description ? (
                <Dialog.Description color="fg.muted" textStyle="sm">
                  {description}
                </Dialog.Description>
              ) : null}
            </Dialog.Header>
            <Dialog.Body>{render(children, save)}</Dialog.Body>
            <Dialog.Footer>{render(footer, save)}</Dialog.Footer>
            {closeLabel ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
