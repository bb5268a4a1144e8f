package reading

import "testing"

// TestZeroThroughput: a rate of zero or no consumer beside work waiting
// says nothing is being processed, in key: value, key=value and prose,
// en/es/zh; a rate above zero, or a zero rate of failures, does not.
func TestZeroThroughput(t *testing.T) {
	cases := []affirmCase{
		{"the jobs queue is being processed", "jobs queue: 1,200 ready, consumers: 0, ack rate 0/s", false},
		{"the orders queue is being consumed", "orders: messages_ready=3400 consumers=0 deliver_rate=0.0/s", false},
		{"the orders queue is being consumed", "orders queue has 3,400 messages waiting and 0 consumers attached", false},
		{"events are flowing into the warehouse", "warehouse ingest: 0 events/s, backlog 40k", false},
		{"la cola de pedidos se está procesando", "cola de pedidos: 900 mensajes listos, 0 consumidores, tasa 0/s", false},
		{"订单队列正在被消费", "订单队列：待处理 900，消费者：0，消费速率 0 条/秒", false},
		{"the billing topic is being consumed", "billing topic lag=48211 workers=0", false},
		// A throughput above zero, or zero failures, is no zero throughput.
		{"the jobs queue is being processed", "jobs queue: 3 ready, the queue is being processed by 4 consumers at 310 acks/s", true},
		{"the jobs queue is being processed", "the jobs queue is being processed: ready=40 consumers=4 nack_rate=0", true},
		{"the orders queue is being consumed", "the orders queue is being consumed: 0 waiting, 12 consumers", true},
		{"la cola de pedidos se está procesando", "la cola de pedidos se está procesando: 20 en espera, 0 errores, tasa 150/s", true},
		{"the jobs queue is being processed", "the jobs queue is being processed, 1,200 ready and a 0.4/s trickle of acks", true},
	}
	checkAffirms(t, cases)
	checkRefutes(t, cases)
}
