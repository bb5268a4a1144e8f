// An MCP server on the official TypeScript SDK that serves whatever tool
// definitions a JSON file holds, as they are: scan's end-to-end tests use
// it to play a server that is clean when approved and poisoned later (a
// rug pull). Run with Node 22 and NODE_PATH=<ACKRITE_TOOLS>/node_modules.
//   DEFINITIONS_FILE  a JSON array of tool definitions, read at start
const fs = require("node:fs");
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");
const { ListToolsRequestSchema, CallToolRequestSchema } = require("@modelcontextprotocol/sdk/types.js");

const tools = JSON.parse(fs.readFileSync(process.env.DEFINITIONS_FILE, "utf8"));
const server = new Server({ name: "definitions", version: "1" }, { capabilities: { tools: { listChanged: true } } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: "text", text: "ok" }] }));
server.connect(new StdioServerTransport());
