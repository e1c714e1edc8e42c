/** The part of autocannon's API the benches use (the package ships no types). */
declare module "autocannon" {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    requests?: { setupRequest?: (req: RawRequest) => RawRequest }[];
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  /** The running bench: an event emitter that is also awaited for its result. */
  export interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): Instance;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
