/**
 * The JSON-schema subset route arguments use, as in WordPress's register_rest_route `args`.
 * It drives validation, coercion of query-string text, and the route index / OPTIONS output.
 */
export type ArgType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export interface ArgSchema {
  type?: ArgType | ArgType[];
  description?: string;
  required?: boolean;
  default?: unknown;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'date-time' | 'email' | 'uri' | 'hex-color' | 'uuid';
  items?: ArgSchema;
  properties?: Record<string, ArgSchema>;
  additionalProperties?: boolean | ArgSchema;
  /** Where WordPress allows a param only in some contexts; informational in the index. */
  context?: readonly string[];
  readonly?: boolean;
}

export type ArgsSchema = Record<string, ArgSchema>;
