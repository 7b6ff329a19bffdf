// parse-prometheus-text-format ships no types; this is the part the tests use.
declare module 'parse-prometheus-text-format' {
  /** One series: a counter's or gauge's `value`, a histogram's `buckets`, `count` and `sum`. */
  export interface Sample {
    labels?: Record<string, string>
    value?: string
    buckets?: Record<string, string>
    count?: string
    sum?: string
  }
  export interface MetricFamily {
    name: string
    help: string
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'
    metrics: Sample[]
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[]
}
