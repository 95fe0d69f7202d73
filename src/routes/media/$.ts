import { createFileRoute } from '@tanstack/react-router'
import { currentClientIp } from '~/server/client-ip'
import { handleGatewayRequest } from '~/server/gateway'

const handle = ({ request }: { request: Request }) =>
  handleGatewayRequest(request, undefined, { clientIp: currentClientIp() })

/** /media/*: images stored by the embedded API. */
export const Route = createFileRoute('/media/$')({
  // ANY: other methods reach the API too, which answers them with 404 instead of a page redirect.
  server: { handlers: { GET: handle, HEAD: handle, ANY: handle } },
})
