/**
 * Spectral function: a 2xx response's JSON schema must be the mall envelope, i.e. (after merging
 * allOf) an object that has and requires `code`, `message` and `data`.
 */
function collect(schema, acc, depth) {
  if (!schema || typeof schema !== "object" || depth > 10) return acc
  for (const name of Object.keys(schema.properties ?? {})) acc.properties.add(name)
  for (const name of schema.required ?? []) acc.required.add(name)
  for (const part of schema.allOf ?? []) collect(part, acc, depth + 1)
  return acc
}

export default function envelope(response) {
  const media = response?.content?.["application/json"]
  if (!media) return [{ message: "2xx response must have an application/json body (the envelope)" }]
  const { properties, required } = collect(
    media.schema,
    { properties: new Set(), required: new Set() },
    0,
  )
  const missing = ["code", "message", "data"].filter((k) => !properties.has(k) || !required.has(k))
  if (missing.length > 0) {
    return [{ message: `2xx body is not the envelope: missing required ${missing.join(", ")}` }]
  }
  return []
}
