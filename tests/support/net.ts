/** Loopback network helpers shared by the API, e2e and crash suites. */
import { connect, createServer, type Server, type Socket } from 'node:net'

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Forwards 127.0.0.1:<port> to a local target (PostgreSQL in the outage tests); `down()` drops every open
 * connection and refuses new ones, `up()` listens again on the same port. Port 0 picks a free one at the first `up()`.
 */
export class TcpProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()

  constructor(
    private readonly targetPort: number,
    public port = 0,
  ) {}

  async up() {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, '127.0.0.1')
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('error', () => {})
        socket.on('close', () => {
          this.sockets.delete(socket)
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    this.port = (server.address() as { port: number }).port
    this.server = server
  }

  async down() {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    if (server) await new Promise((resolve) => server.close(resolve))
  }
}
