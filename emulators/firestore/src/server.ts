import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { Server as NetServer, Socket } from 'node:net';
import { loadPackageDefinition, Server as GrpcServer, ServerCredentials } from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import type { EmulatorContext } from './emulator-context.js';
import { adminRequestHandler } from './http/admin-http.js';
import { hostChecker } from './http/allowed-hosts.js';
import { loadFirestoreProto } from './proto/load-firestore-proto.js';
import { firestoreService } from './rpc/firestore-service.js';
import { measureRequests } from './rpc/request-size.js';
import type { ErrorReporter } from './rpc/handler-adapters.js';

/** Every HTTP/2 connection starts with this preface ("PRI * HTTP/2.0…"). */
const HTTP2_PREFACE_START = Buffer.from('PRI ');
/**
 * What grpc-js itself accepts. Firestore's own 10 MiB request limit is checked by the handlers
 * (rpc/request-size.ts), which answer as Firestore does; this only bounds what is read at all.
 */
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

export interface ProtocolServer {
  readonly server: NetServer;
  close(): Promise<void>;
}

function firestoreServiceDefinition(): ServiceDefinition {
  const proto = loadPackageDefinition(loadFirestoreProto()) as unknown as {
    google: { firestore: { v1: { Firestore: { service: ServiceDefinition } } } };
  };
  return measureRequests(proto.google.firestore.v1.Firestore.service);
}

/**
 * One port for both protocols, like the official emulator: the first bytes of
 * each connection tell an HTTP/2 (gRPC) client from a plain HTTP/1.1 one.
 * `boundHost` is the address the port listens on; the admin endpoints answer it and loopback.
 */
export function createProtocolServer(
  ctx: EmulatorContext,
  report: ErrorReporter,
  boundHost: string,
): ProtocolServer {
  const grpc = new GrpcServer({
    'grpc.max_receive_message_length': MAX_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_MESSAGE_BYTES,
  });
  grpc.addService(firestoreServiceDefinition(), firestoreService(ctx, report));
  const injector = grpc.createConnectionInjector(ServerCredentials.createInsecure());
  const http = createHttpServer(
    adminRequestHandler(ctx, { allowsHost: hostChecker(boundHost), report }),
  );
  const sockets = new Set<Socket>();

  const route = (socket: Socket, first: Buffer): void => {
    socket.pause();
    socket.unshift(first);
    const prefix = first.subarray(0, HTTP2_PREFACE_START.length);
    if (HTTP2_PREFACE_START.subarray(0, prefix.length).equals(prefix)) {
      // http2 takes the socket's handle and drains what is buffered itself.
      injector.injectConnection(socket);
    } else {
      http.emit('connection', socket);
      socket.resume();
    }
  };

  const server = createNetServer((socket) => {
    sockets.add(socket);
    // A reset before the first bytes (or after grpc-js or http let go) would otherwise be an
    // unhandled 'error' event, which ends the process.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    socket.setNoDelay(true);
    socket.once('data', (first: Buffer) => route(socket, first));
  });

  const close = (): Promise<void> =>
    new Promise((resolve) => {
      injector.drain(100);
      injector.destroy();
      http.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      grpc.forceShutdown();
      server.close(() => resolve());
    });

  return { server, close };
}
