import { createFileRoute } from '@tanstack/react-router'
import { handleGatewayRequest } from '~/server/gateway'

const handle = ({ request }: { request: Request }) => handleGatewayRequest(request)

/** /media/*: images stored by the embedded API. */
export const Route = createFileRoute('/media/$')({
  server: { handlers: { GET: handle, HEAD: handle } },
})
