import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, readJson, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let document: any;
beforeAll(async () => {
  t = await createTestApp();
  document = await readJson(await t.request("/api/openapi.json"));
});
afterAll(() => t.close());

/** Follows a `$ref` into the document's components. */
function resolve(schema: any): any {
  const ref: unknown = schema?.$ref;
  if (typeof ref !== "string") return schema;
  const [, , kind, name] = ref.split("/");
  return resolve(document.components[kind!][name!]);
}

const jsonBodyOf = (path: string, method: string) =>
  resolve(document.paths[path][method].requestBody.content["application/json"].schema);
const jsonResponseOf = (path: string, method: string, status: string) =>
  resolve(document.paths[path][method].responses[status].content["application/json"].schema);

function expectDiagram(schema: any) {
  const diagram = resolve(schema);
  expect(diagram.type).toBe("object");
  expect(Object.keys(diagram.properties)).toEqual(expect.arrayContaining(["version", "pitch", "objects", "frames"]));
  expect(resolve(diagram.properties.pitch).properties).toHaveProperty("template");
  expect(resolve(diagram.properties.objects).additionalProperties.oneOf.length).toBeGreaterThan(10);
}

describe("the OpenAPI document describes diagrams", () => {
  it("in request bodies, although any version is accepted and upgraded", () => {
    expectDiagram(jsonBodyOf("/api/drills", "post").properties.diagram);
    expectDiagram(jsonBodyOf("/api/tactical-drills", "post").properties.diagram);
    expectDiagram(jsonBodyOf("/api/tactical-drills/{id}", "put").properties.diagram);
    const block = resolve(jsonBodyOf("/api/sessions", "post").properties.blocks.items);
    expectDiagram(block.properties.diagram);
  });

  it("in responses", () => {
    expectDiagram(jsonResponseOf("/api/drills/{id}", "get", "200").properties.drill.properties.diagram);
    expectDiagram(jsonResponseOf("/api/tactical-drills/{id}", "get", "200").properties.drill.properties.diagram);
  });
});
