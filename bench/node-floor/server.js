// Benchmark floor for scripts/bench: the official TypeScript SDK on Node
// (the seed Ackrite server's stack), one tool "ackrite" whose zod schema has
// ackrite's input shape, doing no work.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const evidence = z.object({
  type: z.enum(["code", "log", "http_request", "http_response", "test_result", "documentation",
    "observed_behavior", "user_fact", "inference", "other"]).optional(),
  source: z.string().max(200).optional(),
  content: z.string().min(1).max(20000),
  polarity: z.enum(["supports", "contradicts", "neutral"]).optional(),
  reliability: z.number().min(0).max(1).optional(),
});

const server = new McpServer({ name: "node-floor", version: "1.0.0" });
server.registerTool("ackrite", {
  description: "floor",
  inputSchema: {
    claim: z.string().min(1).max(4000),
    evidence: z.array(evidence).max(64).optional(),
    sessionId: z.string().optional(),
    context: z.string().optional(),
  },
}, async () => ({ content: [{ type: "text", text: "{}" }] }));

await server.connect(new StdioServerTransport());
