import type { PreviewLink } from '@paypage/contract/pagePreview';
import { apiRequest } from '../../api/apiClient';
import { CONSOLE_API } from '../../session/consoleSession';

/**
 * The address of the page the settings preview frames (docs/decisions/0040): the merchant's
 * current preview link, which the service makes when there is none it can still show, with the
 * methods the saved settings allow. The service knows it is a preview: it is never listed,
 * counted, announced by webhook or paid. It is framed by its path, so the frame is of the
 * console's own origin, the one the page's preview listener answers.
 */
export async function previewLinkPath(description: string): Promise<string> {
  // The contract's PREVIEW_LINK_PATH: a module the console's bundle may take only types from.
  const link = await apiRequest<PreviewLink>(`${CONSOLE_API}/settings/preview-link`, {
    method: 'POST',
    body: { description },
  });
  return `/uuid/${link.uuid}`;
}
