variable "edge_version" { default = "1" }
resource "terraform_data" "cdn_edge_config" {
  input            = { region = "eu-west-1", ttl = 300 }
  triggers_replace = [var.edge_version]
}
resource "terraform_data" "transcode_queue" {
  input = { name = "vod-transcode", visibility_timeout = 120 }
}
