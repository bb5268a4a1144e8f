resource "terraform_data" "queue_dlq" {
  input = { name = "orders-dlq", retention_days = 14 }
}
resource "terraform_data" "queue_alarm" {
  input = { threshold = 100 }
}
