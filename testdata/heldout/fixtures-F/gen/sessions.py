from common import *
C = []
OB = "observed_behavior"
def S(name, why, calls):
    for c in calls:
        c["arguments"]["sessionId"] = "f-" + name
    C.append({"name": name, "why": why, "calls": calls})
def call(tool, args, expect=None):
    d = {"tool": tool, "arguments": args}
    if expect is not None:
        d["expect"] = expect
    return d
CL = "The nightly export to the data lake completes."
S("en-session-export-contradiction-binds-then-reconciled",
  "c1 contradicts; c2 re-asks with support only and stays CONTRADICTED (§7); c3 reconciles c1.e0 with a direct explanation and a fresh success",
  [call("ackrite", {"claim": CL, "evidence": [E(OB, "export job, 02:14", "Tonight's export job failed at 02:14 with 'AccessDenied: s3:PutObject' on bucket lake-raw.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("ackrite", {"claim": CL, "evidence": [E(OB, "manual run", "I ran the export manually at 09:00 and it completed.", "supports", 0.9)]}, exp("CONTRADICTED")),
   call("ackrite", {"claim": CL, "evidence": [E(OB, "export job, next night", "The 02:14 AccessDenied came from the old IAM role; after attaching s3:PutObject to export-role, tonight's 02:00 run completed and wrote 412 files to lake-raw.", "supports", 0.9, reconciles="c1.e0")]}, exp(G))])
S("en-session-android-login-paraphrase",
  "c1 contradicts the fix claim; c2 asks a paraphrase with support only: the contradiction binds the paraphrase",
  [call("ackrite", {"claim": "The Android app's login crash is fixed.", "evidence": [E(OB, "Pixel 6, app 7.1.2", "Login still crashes with NullPointerException in AuthActivity on a Pixel 6 with app 7.1.2.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("ackrite", {"claim": "The login crash on the Android app has been fixed.", "evidence": [E(OB, "emulator", "Tested on my emulator with 7.1.2, login works.", "supports", 0.9)]}, exp("CONTRADICTED"))])
S("en-session-shard-rebalance-repeated",
  "a green observation, then the same observation repeated with a new timestamp (a duplicate) plus a cluster health reading: stays green",
  [call("ackrite", {"claim": "The search shard rebalance finished.", "evidence": [E(OB, "cluster API", "Rebalance status at 10:02: 5 of 5 shards relocated, cluster health green.", "supports", 0.9)]}, exp(G)),
   call("ackrite", {"claim": "The search shard rebalance finished.", "evidence": [E(OB, "cluster API", "Rebalance status at 10:17: 5 of 5 shards relocated, cluster health green.", "supports", 0.9),
                                                                                 E(OB, "_cat/recovery", "No recoveries in progress; 0 relocating shards.", "supports", 0.9)]}, exp(G))])
CLES = "El backup diario de la base de datos de pacientes se ejecuta correctamente."
S("es-session-backup-pacientes",
  "c1 contradice; c2 (verify) solo con apoyo sigue CONTRADICTED; c3 reconcilia c1.e0 con una explicación directa y un backup restaurado",
  [call("ackrite", {"claim": CLES, "evidence": [E(OB, "log del backup", "El backup de anoche falló: 'pg_dump: error: connection to server failed: FATAL: password authentication failed'.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("verify", {"claim": CLES, "evidence": [E(OB, "log del backup", "El backup de hoy a las 03:00 terminó OK (12,4 GB).", "supports", 0.9)]}, exp("CONTRADICTED")),
   call("ackrite", {"claim": CLES, "evidence": [E(OB, "log del backup y prueba de restauración", "El fallo de anoche fue por la contraseña rotada sin actualizar el secreto; ya actualizado, el backup de las 03:00 terminó OK con 12,4 GB y se restauró en el entorno de pruebas.", "supports", 0.9, reconciles="c1.e0")]}, exp(G))])
S("zh-session-cache-warmup-paraphrase",
  "c1 矛盾；c2 prove_it 不判定；c3 换一种说法再问，只有支持证据：仍然 CONTRADICTED",
  [call("ackrite", {"claim": "缓存预热脚本已经执行成功。", "evidence": [E(OB, "脚本输出", "脚本执行失败：连接 Redis 超时（10.0.8.3:6379，5 秒）。", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("prove_it", {"claim": "缓存预热脚本已经执行成功。", "evidence": []}),
   call("ackrite", {"claim": "缓存预热脚本执行成功了。", "evidence": [E(OB, "手动执行", "我手动执行了一次缓存预热脚本，成功了。", "supports", 0.9)]}, exp("CONTRADICTED"))])
S("en-session-weak-reconcile-does-not-clear",
  "a reconciling item with reliability 0.2 is weak, so it cannot clear the contradiction",
  [call("ackrite", {"claim": "The CDN serves the new robots.txt.", "evidence": [E(OB, "curl edge", "curl https://www.example-shop.com/robots.txt from the Frankfurt edge still returns the old file with 'Disallow: /'.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("ackrite", {"claim": "The CDN serves the new robots.txt.", "evidence": [E(OB, "hunch", "The old file was probably a cached copy; it is the new one now.", "supports", 0.2, reconciles="c1.e0")]}, exp("CONTRADICTED"))])
S("rc-session-lb-timeout-contradicted-premise",
  "c1 finds the causal claim CONTRADICTED; c2's reasoning leans on that same claim",
  [call("ackrite", {"claim": "The 502s are caused by the load balancer idle timeout.", "evidence": [E(OB, "LB metrics", "Raised the LB idle timeout from 60 s to 350 s an hour ago; the 502 rate is unchanged at 1.2%.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("reality_check", {"reasoning": "Since the 502s are caused by the load balancer idle timeout, I'll raise it again to 900 s.",
                          "attempts": [{"approach": "Raise LB idle timeout to 350 s", "outcome": "502 rate unchanged at 1.2%", "succeeded": False}], "evidence": []},
        {"primaryIssue": "contradicted-premise"})])
S("au-session-redis-pool-evidence",
  "c1 contradicts the pool-size cause; c2 audit's proposal rests on it: the evidence finding fires, verify-first",
  [call("ackrite", {"claim": "The checkout timeouts are caused by the Redis connection pool size.", "evidence": [E(OB, "load test", "Doubled the Redis pool to 200 connections: checkout timeouts unchanged at 3.1%.", "contradicts", 0.9)]}, exp("CONTRADICTED")),
   call("audit", {"proposal": "Increase the Redis connection pool size to 500 because the checkout timeouts are caused by the Redis connection pool size.",
                  "reportedProblem": "Checkout requests time out for 3% of users.",
                  "proposedChanges": [{"path": "config/redis.yaml", "description": "pool_size: 500"}],
                  "testPlan": "Run the checkout load test and compare the timeout rate."},
        {"recommendation": "verify-first", "mustFlag": ["evidence"]})])
C_SESS = C
