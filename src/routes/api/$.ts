import { createFileRoute } from '@tanstack/react-router'
import { handleGatewayRequest } from '~/server/gateway'

const handle = ({ request }: { request: Request }) => handleGatewayRequest(request)

/** /api/front/* and /api/pc/*: the embedded commerce API (or the configured upstream). */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: handle, POST: handle, HEAD: handle } },
})
