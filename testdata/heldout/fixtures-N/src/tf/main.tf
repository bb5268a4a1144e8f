variable "cert_serial" {
  type    = string
  default = "04:a1:9c"
}
variable "dns_ttl" {
  type    = number
  default = 300
}
resource "terraform_data" "edge_cert" {
  input            = { domain = "shop.example.com", serial = var.cert_serial }
  triggers_replace = [var.cert_serial]
}
resource "terraform_data" "dns_record" {
  input = { name = "api.shop.example.com", ttl = var.dns_ttl }
}
