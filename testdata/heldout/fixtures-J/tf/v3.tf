resource "terraform_data" "origin_shield" {
  triggers_replace = "us-east-1"
  input            = { region = "us-east-1", ttl = 300 }
}

resource "terraform_data" "waf_rate_limit" {
  input = { limit = 2000, action = "block" }
}
