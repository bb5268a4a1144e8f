// A client on the official TypeScript SDK (@modelcontextprotocol/sdk 1.x),
// run by cmd/ackrite's interop tests against `ackrite serve`. Run with
// Node 22 and NODE_PATH=<ACKRITE_TOOLS>/node_modules:
//
//   node sdk-client.cjs stdio BINARY [ARG...]   StdioClientTransport
//   node sdk-client.cjs http URL                StreamableHTTPClientTransport
//
// Reads a plan from stdin, {"calls":[{"tool":…,"arguments":{…}}],
// "prompts":[{"name":…,"arguments":{…}}], "resources":true}: it connects
// (initialize), lists the tools, checks each call's arguments against the
// tool's input schema with the SDK's own Ajv validator, and calls it. The
// SDK's callTool validates structuredContent against the listed outputSchema
// and throws when it does not match. Then it lists the prompts and gets each
// planned one (a refused get is reported with its error, not thrown), and
// with "resources" lists the resources and templates, reads each resource
// listed, and counts notifications/resources/list_changed (it lists them
// once before the calls too, so that there is a list to be told is out of
// date). Prints one JSON report on stdout; exits 1 with the error on stderr
// when anything throws.
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = require("@modelcontextprotocol/sdk/client/stdio.js");
const { StreamableHTTPClientTransport } = require("@modelcontextprotocol/sdk/client/streamableHttp.js");
const { AjvJsonSchemaValidator } = require("@modelcontextprotocol/sdk/validation/ajv");
const { ResourceListChangedNotificationSchema } = require("@modelcontextprotocol/sdk/types.js");

function transportFor(argv) {
  const [kind, target, ...rest] = argv;
  if (kind === "stdio" && target) return new StdioClientTransport({ command: target, args: rest, stderr: "inherit" });
  if (kind === "http" && target) return new StreamableHTTPClientTransport(new URL(target));
  throw new Error("usage: sdk-client.cjs stdio BINARY [ARG...] | http URL");
}

// watchInitialize records the protocolVersion of the initialize result as it
// passes from the transport to the client (the SDK does not expose it for
// stdio).
function watchInitialize(transport, seen) {
  let handler;
  Object.defineProperty(transport, "onmessage", {
    configurable: true,
    get: () => handler,
    set: (fn) => {
      handler = fn && ((message, extra) => {
        if (message && message.result && typeof message.result.protocolVersion === "string") {
          seen.protocolVersion = message.result.protocolVersion;
        }
        return fn(message, extra);
      });
    },
  });
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

async function main() {
  const plan = await readStdin();
  const transport = transportFor(process.argv.slice(2));
  const seen = {};
  watchInitialize(transport, seen);
  const client = new Client({ name: "ackrite-interop-ts-sdk", version: "1" });
  let listChanged = 0;
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => { listChanged++; });
  await client.connect(transport);
  const report = {
    protocolVersion: seen.protocolVersion,
    server: client.getServerVersion().name,
    tools: [],
    calls: [],
  };
  // A list fetched before the calls is the one list_changed says is out of
  // date: the server tells a client once per list it fetched.
  if (plan.resources) await client.listResources();
  const { tools } = await client.listTools();
  const ajv = new AjvJsonSchemaValidator();
  const byName = new Map();
  for (const tool of tools) {
    byName.set(tool.name, tool);
    report.tools.push(tool.name);
  }
  for (const call of plan.calls) {
    const tool = byName.get(call.tool);
    if (!tool) throw new Error(`tools/list has no tool ${call.tool}`);
    const input = ajv.getValidator(tool.inputSchema)(call.arguments);
    const result = await client.callTool({ name: call.tool, arguments: call.arguments });
    report.calls.push({
      tool: call.tool,
      argumentsValid: input.valid,
      argumentsError: input.valid ? undefined : input.errorMessage,
      outputValidated: Boolean(client.getToolOutputValidator(call.tool)),
      isError: Boolean(result.isError),
      structuredContent: result.structuredContent,
      text: result.content && result.content[0] && result.content[0].text,
    });
  }
  if (plan.prompts) {
    const { prompts } = await client.listPrompts();
    report.prompts = prompts.map((p) => ({ name: p.name, arguments: (p.arguments || []).map((a) => a.name + (a.required ? "" : "?")) }));
    report.promptResults = [];
    for (const p of plan.prompts) {
      try {
        const got = await client.getPrompt({ name: p.name, arguments: p.arguments });
        report.promptResults.push({ name: p.name, messages: got.messages.map((m) => ({ role: m.role, text: m.content && m.content.text })) });
      } catch (err) {
        report.promptResults.push({ name: p.name, error: String(err && err.message) });
      }
    }
  }
  if (plan.resources) {
    // Notifications of the calls above arrive within the server's debounce.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { resources } = await client.listResources();
    const { resourceTemplates } = await client.listResourceTemplates();
    report.resources = { list: resources.map((r) => r.uri), templates: resourceTemplates.map((t) => t.uriTemplate), reads: [], listChanged };
    for (const uri of [...resources.map((r) => r.uri), "ackrite://sessions/not-mine"]) {
      try {
        const got = await client.readResource({ uri });
        report.resources.reads.push({ uri, mimeType: got.contents[0].mimeType, text: got.contents[0].text });
      } catch (err) {
        report.resources.reads.push({ uri, error: String(err && err.message) });
      }
    }
  }
  await client.close();
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((err) => {
  process.stderr.write(`sdk-client: ${err && err.stack ? err.stack : err}\n`);
  process.exit(1);
});
