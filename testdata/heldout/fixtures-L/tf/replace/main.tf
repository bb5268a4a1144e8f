variable "cfg" { default = "v1" }
resource "terraform_data" "cdn_origin_cert" {
  triggers_replace = [var.cfg]
  input = { domain = "static.shop.example", region = "eu-west-1" }
}
resource "terraform_data" "cache_policy" {
  input = { ttl = 300 }
}
