// PLACEHOLDER: replaced by the issue that owns this route.
import { Outlet } from "react-router";

export default function AdminLayout() {
  return <Outlet />;
}
