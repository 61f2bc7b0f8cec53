import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';

type Validator = ReturnType<ReturnType<ValidatorFactory>>;

const compiled = new WeakMap<object, Validator>();

/**
 * One pool for the process: an app built again with the same `ajv` options (the tests build one
 * per test) reuses the Ajv instance, which keeps each schema's compiled function.
 */
const pool = AjvCompiler();

/**
 * Fastify's own validator compiler (the same library and the `ajv` options it is given), keeping
 * each schema's compiled function so that the provider's fast lane (routes/provider/lane.ts)
 * validates a body with the very function its route does.
 */
export const rememberingValidators: ValidatorFactory = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options);
  return (route) => {
    const validate = compile(route);
    if (typeof route.schema === 'object' && route.schema !== null)
      compiled.set(route.schema, validate);
    return validate;
  };
};

/** The compiled validator of a schema a route was declared with (once the app is ready). */
export const validatorOf = (schema: object): Validator | undefined => compiled.get(schema);
