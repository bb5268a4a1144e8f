variable "image_tag" {
  type    = string
  default = "v1.4.2"
}

resource "terraform_data" "ingress_config" {
  input = { host = "api.example.internal", tls = true }
}

resource "terraform_data" "deployment" {
  triggers_replace = [var.image_tag]
  input            = { replicas = 3, image = "registry.example.internal/checkout:${var.image_tag}" }
}
