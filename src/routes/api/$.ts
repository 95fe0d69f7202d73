import { createFileRoute } from '@tanstack/react-router'
import { currentClientIp } from '~/server/client-ip'
import { handleGatewayRequest } from '~/server/gateway'

const handle = ({ request }: { request: Request }) =>
  handleGatewayRequest(request, undefined, { clientIp: currentClientIp() })

/** /api/front/* and /api/pc/*: the embedded commerce API (or the configured upstream). */
export const Route = createFileRoute('/api/$')({
  // ANY: other methods reach the API too, which answers them with its 404 envelope instead of a page redirect.
  server: { handlers: { GET: handle, POST: handle, HEAD: handle, ANY: handle } },
})
