// A small MCP server on the official TypeScript SDK, for the probe's tests
// where a server must page, crash or change. Run with Node 22 and
// NODE_PATH=<ACKRITE_TOOLS>/node_modules. Behaviour comes from the
// environment:
//   TICKETS_STATE_FILE    read at start: "v1" (three tools) or "v2"
//                         (read_ticket needs projectId, close_ticket gone)
//   TICKETS_PAGE_SIZE     tools per tools/list page (default: all)
//   TICKETS_CRASH_ON_PAGE exit with status 7 when asked for this page (1-based)
//   TICKETS_EXIT_AFTER_MS exit with status 0 this long after start
//   TICKETS_JUNK          write this line to stdout before serving
const fs = require("node:fs");
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");
const { ListToolsRequestSchema, CallToolRequestSchema } = require("@modelcontextprotocol/sdk/types.js");

const env = process.env;
const state = env.TICKETS_STATE_FILE ? fs.readFileSync(env.TICKETS_STATE_FILE, "utf8").trim() : "v1";

function ticketTool(name, required, readOnly) {
  const properties = { ticketId: { type: "string" } };
  for (const r of required) properties[r] = { type: "string" };
  return {
    name,
    description: "Works on one ticket.",
    inputSchema: { type: "object", properties, required },
    annotations: { readOnlyHint: readOnly },
  };
}

const tools = state === "v2"
  ? [ticketTool("search_tickets", [], true), ticketTool("read_ticket", ["projectId", "ticketId"], true)]
  : [ticketTool("search_tickets", [], true), ticketTool("read_ticket", ["ticketId"], true), ticketTool("close_ticket", ["ticketId"], false)];

const server = new Server({ name: "tickets-ts", version: state }, { capabilities: { tools: { listChanged: true } } });
const pageSize = Number(env.TICKETS_PAGE_SIZE) || tools.length;

server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  const offset = Number(request.params?.cursor ?? 0);
  const page = offset / pageSize + 1;
  if (Number(env.TICKETS_CRASH_ON_PAGE) === page) {
    process.stderr.write(`TypeError: Cannot read properties of undefined (reading 'page${page}')\n    at listTools (tickets-ts.cjs:1:1)\n`);
    process.exit(7);
  }
  const next = offset + pageSize;
  const result = { tools: tools.slice(offset, next) };
  if (next < tools.length) result.nextCursor = String(next);
  return result;
});
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [] }));

if (env.TICKETS_JUNK) process.stdout.write(env.TICKETS_JUNK + "\n");
if (env.TICKETS_EXIT_AFTER_MS) setTimeout(() => process.exit(0), Number(env.TICKETS_EXIT_AFTER_MS));
server.connect(new StdioServerTransport()).catch((err) => {
  process.stderr.write(String(err) + "\n");
  process.exit(1);
});
