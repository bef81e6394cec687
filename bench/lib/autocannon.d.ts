/** The part of autocannon's API the HTTP benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions extends AutocannonRequest {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }

  export interface AutocannonResult {
    requests: { average: number; total: number };
    latency: Record<string, number>;
    throughput: { average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
