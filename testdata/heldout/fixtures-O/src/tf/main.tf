variable "schema_version" { default = "v1" }
variable "replicas" { default = 2 }
resource "terraform_data" "db_migration" {
  triggers_replace = [var.schema_version]
  input            = "migrate-${var.schema_version}"
}
resource "terraform_data" "worker_pool" {
  input = { replicas = var.replicas }
}
