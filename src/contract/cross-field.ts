/**
 * Checks that span two fields of an object schema, reported on one field so the form can show
 * the message next to it. valibot types these actions by the exact object they run on; the
 * helpers keep that object's type and check only the fields they name.
 */
import * as v from 'valibot';

type Keep<TSchema extends v.GenericSchema> = v.BaseValidation<
  v.InferOutput<TSchema>,
  v.InferOutput<TSchema>,
  v.BaseIssue<unknown>
>;

/**
 * Adds `requirement(output)` to `schema`; when it fails, `message` is reported on `field`.
 * The check runs only when the fields it reads are valid themselves (valibot's partialCheck).
 */
export function crossFieldCheck<TSchema extends v.GenericSchema>(
  schema: TSchema,
  fields: readonly (keyof v.InferOutput<TSchema> & string)[],
  field: keyof v.InferOutput<TSchema> & string,
  requirement: (output: v.InferOutput<TSchema>) => boolean,
  message: v.ErrorMessage<v.PartialCheckIssue<Record<string, unknown>>>,
) {
  const action = v.forward(
    v.partialCheck(
      fields.map((name) => [name]) as unknown as [[string]],
      (input: Record<string, unknown>) => requirement(input as v.InferOutput<TSchema>),
      message,
    ),
    [field] as unknown as [string],
  ) as unknown as Keep<TSchema>;
  return v.pipe(schema, action);
}
