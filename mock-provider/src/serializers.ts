import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const fastJsonStringify = SerializerSelector();
const compiled = new WeakMap<object, Serializer>();

/**
 * Fastify's own serializer compiler, keeping each response schema's compiled function for the
 * process: the routes declare their schemas once, at module level, so an app built again (the
 * tests build one per test) reuses them. Compiling them took most of building an app: 230
 * schemas, about 90 of its 140 ms. Only the simulator's plain case is kept: no shared schemas
 * (app.addSchema) and no serializer options, which would change what a schema compiles to.
 */
export const rememberingSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = fastJsonStringify(externalSchemas, options);
  const plain = isEmpty(externalSchemas) && isEmpty(options);
  return (route) => {
    const schema = route.schema;
    if (!plain || typeof schema !== 'object' || schema === null) return compile(route);
    let serialize = compiled.get(schema);
    if (!serialize) compiled.set(schema, (serialize = compile(route)));
    return serialize;
  };
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  (typeof value === 'object' && value !== null && !Object.keys(value).length);
