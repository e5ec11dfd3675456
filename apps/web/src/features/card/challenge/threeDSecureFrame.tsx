import type { CSSProperties } from 'react';
import { useEffect, useId, useRef } from 'react';

interface PostedFrameProps {
  /** Where the frame's document comes from: a form POST, as EMV 3DS requires. */
  action: string;
  fields: Record<string, string>;
  title: string;
  className: string;
  style?: CSSProperties;
  /** The method frame is for the bank's script only: nothing in it for the shopper. */
  hiddenFromShopper?: boolean;
}

/**
 * The rendering half of 3-D Secure (DESIGN.md convention 4): a frame whose document is the
 * answer to a form posted into it. The form goes once, when the frame first appears.
 */
export function PostedFrame({
  action,
  fields,
  title,
  className,
  style,
  hiddenFromShopper = false,
}: PostedFrameProps) {
  const name = `three-d-secure-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    form.current?.submit();
  }, []);
  return (
    <>
      <form ref={form} method="post" action={action} target={name} hidden>
        {Object.entries(fields).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} />
        ))}
      </form>
      <iframe
        name={name}
        title={title}
        className={className}
        style={style}
        {...(hiddenFromShopper ? { 'aria-hidden': true, tabIndex: -1 } : {})}
      />
    </>
  );
}

/**
 * Waits for the gateway's frame to say it is done: only a message from the gateway's origin,
 * of the awaited type and for this 3-D Secure transaction, counts.
 */
export function useFrameMessage(
  gatewayOrigin: string,
  type: string,
  threeDSServerTransID: string,
  onMessage: (data: Record<string, unknown>) => void,
  active = true,
) {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (!active) return;
    function listen(event: MessageEvent) {
      if (event.origin !== gatewayOrigin) return;
      const data = event.data as Record<string, unknown> | null;
      if (data?.type !== type || data.threeDSServerTransID !== threeDSServerTransID) return;
      handler.current(data);
    }
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [gatewayOrigin, type, threeDSServerTransID, active]);
}
